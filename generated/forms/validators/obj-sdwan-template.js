// generated from specs/forms/obj-sdwan-template.schema.json and obj-sdwan-template.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-6a66f3d4"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","members"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"description":{"type":"string","title":"Description","maxLength":255,"errorMessage":{"maxLength":"Description cannot be longer than 255 characters."}},"members":{"type":"array","title":"Interface Members","uniqueItems":true,"items":{"type":"string","title":"Interface","minLength":1,"maxLength":35,"errorMessage":{"minLength":"This field is required.","maxLength":"An entry cannot be longer than 35 characters."}},"description":"Interfaces the SD-WAN zone balances traffic over.","minItems":1,"errorMessage":{"minItems":"Add at least one interface."}},"load-balance-mode":{"type":"string","title":"Load Balancing","oneOf":[{"const":"source-ip-based","title":"Source IP"},{"const":"weight-based","title":"Weight"},{"const":"usage-based","title":"Spillover"},{"const":"source-dest-ip-based","title":"Source-Destination IP"},{"const":"measured-volume-based","title":"Volume"}],"default":"source-ip-based"},"health-check-server":{"type":"string","title":"Health Check Server","pattern":"^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$","errorMessage":{"pattern":"Enter an IPv4 address or a host name, e.g. 203.0.113.10 or vpn.example.com."},"description":"What each member probes to measure its quality."},"health-check-protocol":{"type":"string","title":"Health Check Protocol","oneOf":[{"const":"ping","title":"Ping"},{"const":"http","title":"HTTP"},{"const":"dns","title":"DNS"},{"const":"tcp-echo","title":"TCP Echo"}],"default":"ping"},"latency-threshold":{"type":"integer","title":"Latency Threshold (ms)","minimum":0,"maximum":10000,"errorMessage":{"minimum":"Latency Threshold (ms) must be between 0 and 10000.","maximum":"Latency Threshold (ms) must be between 0 and 10000.","type":"Latency Threshold (ms) must be a whole number."},"default":150},"jitter-threshold":{"type":"integer","title":"Jitter Threshold (ms)","minimum":0,"maximum":10000,"errorMessage":{"minimum":"Jitter Threshold (ms) must be between 0 and 10000.","maximum":"Jitter Threshold (ms) must be between 0 and 10000.","type":"Jitter Threshold (ms) must be a whole number."},"default":30},"packetloss-threshold":{"type":"integer","title":"Packet Loss Threshold (%)","minimum":0,"maximum":100,"errorMessage":{"minimum":"Packet Loss Threshold (%) must be between 0 and 100.","maximum":"Packet Loss Threshold (%) must be between 0 and 100.","type":"Packet Loss Threshold (%) must be a whole number."},"default":2},"devices":{"type":"array","title":"Assigned Devices","uniqueItems":true,"items":{"type":"string","title":"Device","minLength":1,"maxLength":35,"errorMessage":{"minLength":"This field is required.","maxLength":"An entry cannot be longer than 35 characters."}},"description":"Managed FortiGates the template is installed on."}},"errorMessage":{"required":{"name":"This field is required.","members":"This field is required."}},"$id":"-6a66f3d4"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$", "u");
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.members === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "members"},message:"must have required property '"+"members"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err6 of vErrors){
if((((((err6.keyword !== "errorMessage") && (!err6.emUsed)) && (err6.instancePath === instancePath+"/name")) && (err6.keyword in emErrors0)) && (err6.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err6.schemaPath.slice(17)))){
emErrors0[err6.keyword].push(err6);
err6.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
const emErrs0 = [];
for(const err8 of vErrors){
if(!err8.emUsed){
emErrs0.push(err8);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 255){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties.description,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.description.type,parentSchema:schema53.properties.description,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"maxLength":[]};
const templates1 = {};
for(const err11 of vErrors){
if((((((err11.keyword !== "errorMessage") && (!err11.emUsed)) && (err11.instancePath === instancePath+"/description")) && (err11.keyword in emErrors1)) && (err11.schemaPath.indexOf("#/properties/description") === 0)) && (/^\/[^\/]*$/.test(err11.schemaPath.slice(24)))){
emErrors1[err11.keyword].push(err11);
err11.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err12 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.description.errorMessage[key1],schema:schema53.properties.description.errorMessage,parentSchema:schema53.properties.description,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
const emErrs1 = [];
for(const err13 of vErrors){
if(!err13.emUsed){
emErrs1.push(err13);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.members !== undefined){
let data2 = data.members;
if(Array.isArray(data2)){
if(data2.length < 1){
const err14 = {instancePath:instancePath+"/members",schemaPath:"#/properties/members/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema53.properties.members,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 === "string"){
if(func1(data3) > 35){
const err15 = {instancePath:instancePath+"/members/" + i0,schemaPath:"#/properties/members/items/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.members.items,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func1(data3) < 1){
const err16 = {instancePath:instancePath+"/members/" + i0,schemaPath:"#/properties/members/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.members.items,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/members/" + i0,schemaPath:"#/properties/members/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.members.items.type,parentSchema:schema53.properties.members.items,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"minLength":[],"maxLength":[]};
const templates2 = {};
for(const err18 of vErrors){
if((((((err18.keyword !== "errorMessage") && (!err18.emUsed)) && (err18.instancePath === instancePath+"/members/" + i0)) && (err18.keyword in emErrors2)) && (err18.schemaPath.indexOf("#/properties/members/items") === 0)) && (/^\/[^\/]*$/.test(err18.schemaPath.slice(26)))){
emErrors2[err18.keyword].push(err18);
err18.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err19 = {instancePath:instancePath+"/members/" + i0,schemaPath:"#/properties/members/items/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties.members.items.errorMessage[key2],schema:schema53.properties.members.items.errorMessage,parentSchema:schema53.properties.members.items,data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
const emErrs2 = [];
for(const err20 of vErrors){
if(!err20.emUsed){
emErrs2.push(err20);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
let i1 = data2.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data2[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err21 = {instancePath:instancePath+"/members",schemaPath:"#/properties/members/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema53.properties.members,data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err22 = {instancePath:instancePath+"/members",schemaPath:"#/properties/members/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.members.type,parentSchema:schema53.properties.members,data:data2};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"minItems":[]};
const templates3 = {};
for(const err23 of vErrors){
if((((((err23.keyword !== "errorMessage") && (!err23.emUsed)) && (err23.instancePath === instancePath+"/members")) && (err23.keyword in emErrors3)) && (err23.schemaPath.indexOf("#/properties/members") === 0)) && (/^\/[^\/]*$/.test(err23.schemaPath.slice(20)))){
emErrors3[err23.keyword].push(err23);
err23.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err24 = {instancePath:instancePath+"/members",schemaPath:"#/properties/members/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties.members.errorMessage[key3],schema:schema53.properties.members.errorMessage,parentSchema:schema53.properties.members,data:data2};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
const emErrs3 = [];
for(const err25 of vErrors){
if(!err25.emUsed){
emErrs3.push(err25);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data["load-balance-mode"] !== undefined){
let data4 = data["load-balance-mode"];
if(typeof data4 !== "string"){
const err26 = {instancePath:instancePath+"/load-balance-mode",schemaPath:"#/properties/load-balance-mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["load-balance-mode"].type,parentSchema:schema53.properties["load-balance-mode"],data:data4};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const _errs12 = errors;
let valid4 = false;
let passing0 = null;
const _errs13 = errors;
if("source-ip-based" !== data4){
const err27 = {instancePath:instancePath+"/load-balance-mode",schemaPath:"#/properties/load-balance-mode/oneOf/0/const",keyword:"const",params:{allowedValue: "source-ip-based"},message:"must be equal to constant",schema:"source-ip-based",parentSchema:schema53.properties["load-balance-mode"].oneOf[0],data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs14 = errors;
if("weight-based" !== data4){
const err28 = {instancePath:instancePath+"/load-balance-mode",schemaPath:"#/properties/load-balance-mode/oneOf/1/const",keyword:"const",params:{allowedValue: "weight-based"},message:"must be equal to constant",schema:"weight-based",parentSchema:schema53.properties["load-balance-mode"].oneOf[1],data:data4};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
const _errs15 = errors;
if("usage-based" !== data4){
const err29 = {instancePath:instancePath+"/load-balance-mode",schemaPath:"#/properties/load-balance-mode/oneOf/2/const",keyword:"const",params:{allowedValue: "usage-based"},message:"must be equal to constant",schema:"usage-based",parentSchema:schema53.properties["load-balance-mode"].oneOf[2],data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid4 = true;
passing0 = 2;
}
const _errs16 = errors;
if("source-dest-ip-based" !== data4){
const err30 = {instancePath:instancePath+"/load-balance-mode",schemaPath:"#/properties/load-balance-mode/oneOf/3/const",keyword:"const",params:{allowedValue: "source-dest-ip-based"},message:"must be equal to constant",schema:"source-dest-ip-based",parentSchema:schema53.properties["load-balance-mode"].oneOf[3],data:data4};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid0 = _errs16 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid4 = true;
passing0 = 3;
}
const _errs17 = errors;
if("measured-volume-based" !== data4){
const err31 = {instancePath:instancePath+"/load-balance-mode",schemaPath:"#/properties/load-balance-mode/oneOf/4/const",keyword:"const",params:{allowedValue: "measured-volume-based"},message:"must be equal to constant",schema:"measured-volume-based",parentSchema:schema53.properties["load-balance-mode"].oneOf[4],data:data4};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs17 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid4 = true;
passing0 = 4;
}
}
}
}
}
if(!valid4){
const err32 = {instancePath:instancePath+"/load-balance-mode",schemaPath:"#/properties/load-balance-mode/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["load-balance-mode"].oneOf,parentSchema:schema53.properties["load-balance-mode"],data:data4};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data["health-check-server"] !== undefined){
let data5 = data["health-check-server"];
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err33 = {instancePath:instancePath+"/health-check-server",schemaPath:"#/properties/health-check-server/pattern",keyword:"pattern",params:{pattern: "^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$"},message:"must match pattern \""+"^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$"+"\"",schema:"^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$",parentSchema:schema53.properties["health-check-server"],data:data5};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/health-check-server",schemaPath:"#/properties/health-check-server/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["health-check-server"].type,parentSchema:schema53.properties["health-check-server"],data:data5};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"pattern":[]};
const templates4 = {};
for(const err35 of vErrors){
if((((((err35.keyword !== "errorMessage") && (!err35.emUsed)) && (err35.instancePath === instancePath+"/health-check-server")) && (err35.keyword in emErrors4)) && (err35.schemaPath.indexOf("#/properties/health-check-server") === 0)) && (/^\/[^\/]*$/.test(err35.schemaPath.slice(32)))){
emErrors4[err35.keyword].push(err35);
err35.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err36 = {instancePath:instancePath+"/health-check-server",schemaPath:"#/properties/health-check-server/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties["health-check-server"].errorMessage[key4],schema:schema53.properties["health-check-server"].errorMessage,parentSchema:schema53.properties["health-check-server"],data:data5};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
const emErrs4 = [];
for(const err37 of vErrors){
if(!err37.emUsed){
emErrs4.push(err37);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data["health-check-protocol"] !== undefined){
let data6 = data["health-check-protocol"];
if(typeof data6 !== "string"){
const err38 = {instancePath:instancePath+"/health-check-protocol",schemaPath:"#/properties/health-check-protocol/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["health-check-protocol"].type,parentSchema:schema53.properties["health-check-protocol"],data:data6};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
const _errs22 = errors;
let valid5 = false;
let passing1 = null;
const _errs23 = errors;
if("ping" !== data6){
const err39 = {instancePath:instancePath+"/health-check-protocol",schemaPath:"#/properties/health-check-protocol/oneOf/0/const",keyword:"const",params:{allowedValue: "ping"},message:"must be equal to constant",schema:"ping",parentSchema:schema53.properties["health-check-protocol"].oneOf[0],data:data6};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid1 = _errs23 === errors;
if(_valid1){
valid5 = true;
passing1 = 0;
}
const _errs24 = errors;
if("http" !== data6){
const err40 = {instancePath:instancePath+"/health-check-protocol",schemaPath:"#/properties/health-check-protocol/oneOf/1/const",keyword:"const",params:{allowedValue: "http"},message:"must be equal to constant",schema:"http",parentSchema:schema53.properties["health-check-protocol"].oneOf[1],data:data6};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid1 = _errs24 === errors;
if(_valid1 && valid5){
valid5 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid5 = true;
passing1 = 1;
}
const _errs25 = errors;
if("dns" !== data6){
const err41 = {instancePath:instancePath+"/health-check-protocol",schemaPath:"#/properties/health-check-protocol/oneOf/2/const",keyword:"const",params:{allowedValue: "dns"},message:"must be equal to constant",schema:"dns",parentSchema:schema53.properties["health-check-protocol"].oneOf[2],data:data6};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid1 = _errs25 === errors;
if(_valid1 && valid5){
valid5 = false;
passing1 = [passing1, 2];
}
else {
if(_valid1){
valid5 = true;
passing1 = 2;
}
const _errs26 = errors;
if("tcp-echo" !== data6){
const err42 = {instancePath:instancePath+"/health-check-protocol",schemaPath:"#/properties/health-check-protocol/oneOf/3/const",keyword:"const",params:{allowedValue: "tcp-echo"},message:"must be equal to constant",schema:"tcp-echo",parentSchema:schema53.properties["health-check-protocol"].oneOf[3],data:data6};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid1 = _errs26 === errors;
if(_valid1 && valid5){
valid5 = false;
passing1 = [passing1, 3];
}
else {
if(_valid1){
valid5 = true;
passing1 = 3;
}
}
}
}
if(!valid5){
const err43 = {instancePath:instancePath+"/health-check-protocol",schemaPath:"#/properties/health-check-protocol/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["health-check-protocol"].oneOf,parentSchema:schema53.properties["health-check-protocol"],data:data6};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data["latency-threshold"] !== undefined){
let data7 = data["latency-threshold"];
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err44 = {instancePath:instancePath+"/latency-threshold",schemaPath:"#/properties/latency-threshold/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["latency-threshold"].type,parentSchema:schema53.properties["latency-threshold"],data:data7};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 10000 || isNaN(data7)){
const err45 = {instancePath:instancePath+"/latency-threshold",schemaPath:"#/properties/latency-threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema53.properties["latency-threshold"],data:data7};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err46 = {instancePath:instancePath+"/latency-threshold",schemaPath:"#/properties/latency-threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["latency-threshold"],data:data7};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(errors > 0){
const emErrors5 = {"minimum":[],"maximum":[],"type":[]};
const templates5 = {};
for(const err47 of vErrors){
if((((((err47.keyword !== "errorMessage") && (!err47.emUsed)) && (err47.instancePath === instancePath+"/latency-threshold")) && (err47.keyword in emErrors5)) && (err47.schemaPath.indexOf("#/properties/latency-threshold") === 0)) && (/^\/[^\/]*$/.test(err47.schemaPath.slice(30)))){
emErrors5[err47.keyword].push(err47);
err47.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err48 = {instancePath:instancePath+"/latency-threshold",schemaPath:"#/properties/latency-threshold/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema53.properties["latency-threshold"].errorMessage[key5],schema:schema53.properties["latency-threshold"].errorMessage,parentSchema:schema53.properties["latency-threshold"],data:data7};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
const emErrs5 = [];
for(const err49 of vErrors){
if(!err49.emUsed){
emErrs5.push(err49);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data["jitter-threshold"] !== undefined){
let data8 = data["jitter-threshold"];
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err50 = {instancePath:instancePath+"/jitter-threshold",schemaPath:"#/properties/jitter-threshold/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["jitter-threshold"].type,parentSchema:schema53.properties["jitter-threshold"],data:data8};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 10000 || isNaN(data8)){
const err51 = {instancePath:instancePath+"/jitter-threshold",schemaPath:"#/properties/jitter-threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema53.properties["jitter-threshold"],data:data8};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err52 = {instancePath:instancePath+"/jitter-threshold",schemaPath:"#/properties/jitter-threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["jitter-threshold"],data:data8};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(errors > 0){
const emErrors6 = {"minimum":[],"maximum":[],"type":[]};
const templates6 = {};
for(const err53 of vErrors){
if((((((err53.keyword !== "errorMessage") && (!err53.emUsed)) && (err53.instancePath === instancePath+"/jitter-threshold")) && (err53.keyword in emErrors6)) && (err53.schemaPath.indexOf("#/properties/jitter-threshold") === 0)) && (/^\/[^\/]*$/.test(err53.schemaPath.slice(29)))){
emErrors6[err53.keyword].push(err53);
err53.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err54 = {instancePath:instancePath+"/jitter-threshold",schemaPath:"#/properties/jitter-threshold/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema53.properties["jitter-threshold"].errorMessage[key6],schema:schema53.properties["jitter-threshold"].errorMessage,parentSchema:schema53.properties["jitter-threshold"],data:data8};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
const emErrs6 = [];
for(const err55 of vErrors){
if(!err55.emUsed){
emErrs6.push(err55);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data["packetloss-threshold"] !== undefined){
let data9 = data["packetloss-threshold"];
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err56 = {instancePath:instancePath+"/packetloss-threshold",schemaPath:"#/properties/packetloss-threshold/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["packetloss-threshold"].type,parentSchema:schema53.properties["packetloss-threshold"],data:data9};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 100 || isNaN(data9)){
const err57 = {instancePath:instancePath+"/packetloss-threshold",schemaPath:"#/properties/packetloss-threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema53.properties["packetloss-threshold"],data:data9};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err58 = {instancePath:instancePath+"/packetloss-threshold",schemaPath:"#/properties/packetloss-threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["packetloss-threshold"],data:data9};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(errors > 0){
const emErrors7 = {"minimum":[],"maximum":[],"type":[]};
const templates7 = {};
for(const err59 of vErrors){
if((((((err59.keyword !== "errorMessage") && (!err59.emUsed)) && (err59.instancePath === instancePath+"/packetloss-threshold")) && (err59.keyword in emErrors7)) && (err59.schemaPath.indexOf("#/properties/packetloss-threshold") === 0)) && (/^\/[^\/]*$/.test(err59.schemaPath.slice(33)))){
emErrors7[err59.keyword].push(err59);
err59.emUsed = true;
}
}
for(const key7 in emErrors7){
if(emErrors7[key7].length){
const err60 = {instancePath:instancePath+"/packetloss-threshold",schemaPath:"#/properties/packetloss-threshold/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key7]},message:key7 in templates7 ? templates7[key7]() : schema53.properties["packetloss-threshold"].errorMessage[key7],schema:schema53.properties["packetloss-threshold"].errorMessage,parentSchema:schema53.properties["packetloss-threshold"],data:data9};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
const emErrs7 = [];
for(const err61 of vErrors){
if(!err61.emUsed){
emErrs7.push(err61);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data.devices !== undefined){
let data10 = data.devices;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i2=0; i2<len1; i2++){
let data11 = data10[i2];
if(typeof data11 === "string"){
if(func1(data11) > 35){
const err62 = {instancePath:instancePath+"/devices/" + i2,schemaPath:"#/properties/devices/items/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.devices.items,data:data11};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(func1(data11) < 1){
const err63 = {instancePath:instancePath+"/devices/" + i2,schemaPath:"#/properties/devices/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.devices.items,data:data11};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/devices/" + i2,schemaPath:"#/properties/devices/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.devices.items.type,parentSchema:schema53.properties.devices.items,data:data11};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"minLength":[],"maxLength":[]};
const templates8 = {};
for(const err65 of vErrors){
if((((((err65.keyword !== "errorMessage") && (!err65.emUsed)) && (err65.instancePath === instancePath+"/devices/" + i2)) && (err65.keyword in emErrors8)) && (err65.schemaPath.indexOf("#/properties/devices/items") === 0)) && (/^\/[^\/]*$/.test(err65.schemaPath.slice(26)))){
emErrors8[err65.keyword].push(err65);
err65.emUsed = true;
}
}
for(const key8 in emErrors8){
if(emErrors8[key8].length){
const err66 = {instancePath:instancePath+"/devices/" + i2,schemaPath:"#/properties/devices/items/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key8]},message:key8 in templates8 ? templates8[key8]() : schema53.properties.devices.items.errorMessage[key8],schema:schema53.properties.devices.items.errorMessage,parentSchema:schema53.properties.devices.items,data:data11};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
const emErrs8 = [];
for(const err67 of vErrors){
if(!err67.emUsed){
emErrs8.push(err67);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
let i3 = data10.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data10[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err68 = {instancePath:instancePath+"/devices",schemaPath:"#/properties/devices/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)",schema:true,parentSchema:schema53.properties.devices,data:data10};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err69 = {instancePath:instancePath+"/devices",schemaPath:"#/properties/devices/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.devices.type,parentSchema:schema53.properties.devices,data:data10};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"required":{"name":[],"members":[]}};
const templates9 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err71 of vErrors){
if((((((err71.keyword !== "errorMessage") && (!err71.emUsed)) && (err71.instancePath === instancePath)) && (err71.keyword in emErrors9)) && (err71.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err71.schemaPath.slice(1)))){
emPropParams0 = obj0[err71.keyword];
emParamsErrors0 = emErrors9[err71.keyword][err71.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err71);
err71.emUsed = true;
}
}
}
for(const key9 in emErrors9){
for(const keyProp0 in emErrors9[key9]){
emParamsErrors0 = emErrors9[key9][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates9[key9] && templates9[key9][keyProp0];
const err72 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key9][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
const emErrs9 = [];
for(const err73 of vErrors){
if(!err73.emUsed){
emErrs9.push(err73);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["-313e0012"] = validate25;
const schema54 = {"const":"source-ip-based","title":"Source IP","$id":"-313e0012"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("source-ip-based" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "source-ip-based"},message:"must be equal to constant",schema:"source-ip-based",parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["4a31ea91"] = validate26;
const schema55 = {"const":"weight-based","title":"Weight","$id":"4a31ea91"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("weight-based" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "weight-based"},message:"must be equal to constant",schema:"weight-based",parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-35aa6ed6"] = validate27;
const schema56 = {"const":"usage-based","title":"Spillover","$id":"-35aa6ed6"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("usage-based" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "usage-based"},message:"must be equal to constant",schema:"usage-based",parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-1cf968d0"] = validate28;
const schema57 = {"const":"source-dest-ip-based","title":"Source-Destination IP","$id":"-1cf968d0"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("source-dest-ip-based" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "source-dest-ip-based"},message:"must be equal to constant",schema:"source-dest-ip-based",parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["63238a26"] = validate29;
const schema58 = {"const":"measured-volume-based","title":"Volume","$id":"63238a26"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("measured-volume-based" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "measured-volume-based"},message:"must be equal to constant",schema:"measured-volume-based",parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["16342db7"] = validate30;
const schema59 = {"const":"ping","title":"Ping","$id":"16342db7"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("ping" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ping"},message:"must be equal to constant",schema:"ping",parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["51a51ad7"] = validate31;
const schema60 = {"const":"http","title":"HTTP","$id":"51a51ad7"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("http" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "http"},message:"must be equal to constant",schema:"http",parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-6087290b"] = validate32;
const schema61 = {"const":"dns","title":"DNS","$id":"-6087290b"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("dns" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "dns"},message:"must be equal to constant",schema:"dns",parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["51bf3b2a"] = validate33;
const schema62 = {"const":"tcp-echo","title":"TCP Echo","$id":"51bf3b2a"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("tcp-echo" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "tcp-echo"},message:"must be equal to constant",schema:"tcp-echo",parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
