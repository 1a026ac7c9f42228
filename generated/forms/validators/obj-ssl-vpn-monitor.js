// generated from specs/forms/obj-ssl-vpn-monitor.schema.json and obj-ssl-vpn-monitor.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-5cebae43"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","device"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"device":{"type":"string","title":"FortiGate","maxLength":35,"errorMessage":{"maxLength":"FortiGate cannot be longer than 35 characters.","minLength":"This field is required."},"minLength":1,"description":"The managed FortiGate whose SSL-VPN is watched."},"max-users":{"type":"integer","title":"Connected Users Alert","minimum":1,"maximum":100000,"errorMessage":{"minimum":"Connected Users Alert must be between 1 and 100000.","maximum":"Connected Users Alert must be between 1 and 100000.","type":"Connected Users Alert must be a whole number."},"default":500,"description":"An alert is raised when this many users are connected."},"tunnel-usage-threshold":{"type":"integer","title":"Address Pool Usage Alert (%)","minimum":1,"maximum":100,"errorMessage":{"minimum":"Address Pool Usage Alert (%) must be between 1 and 100.","maximum":"Address Pool Usage Alert (%) must be between 1 and 100.","type":"Address Pool Usage Alert (%) must be a whole number."},"default":80},"failed-login-threshold":{"type":"integer","title":"Failed Logins Alert","minimum":1,"maximum":10000,"errorMessage":{"minimum":"Failed Logins Alert must be between 1 and 10000.","maximum":"Failed Logins Alert must be between 1 and 10000.","type":"Failed Logins Alert must be a whole number."},"default":50,"description":"Failed logins within one check interval."},"interval":{"type":"integer","title":"Check Interval (s)","minimum":30,"maximum":3600,"errorMessage":{"minimum":"Check Interval (s) must be between 30 and 3600.","maximum":"Check Interval (s) must be between 30 and 3600.","type":"Check Interval (s) must be a whole number."},"default":300},"notify":{"type":"array","title":"Notify By","uniqueItems":true,"items":{"type":"string","oneOf":[{"const":"email","title":"Email"},{"const":"snmp","title":"SNMP trap"},{"const":"syslog","title":"Syslog"}]},"default":["email"]},"status":{"type":"string","title":"Status","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"}},"errorMessage":{"required":{"name":"This field is required.","device":"This field is required."}},"$id":"-5cebae43"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
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
if(data.device === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "device"},message:"must have required property '"+"device"+"'",schema:schema53.required,parentSchema:schema53,data};
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
if(data.device !== undefined){
let data1 = data.device;
if(typeof data1 === "string"){
if(func1(data1) > 35){
const err9 = {instancePath:instancePath+"/device",schemaPath:"#/properties/device/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.device,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data1) < 1){
const err10 = {instancePath:instancePath+"/device",schemaPath:"#/properties/device/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.device,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/device",schemaPath:"#/properties/device/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.device.type,parentSchema:schema53.properties.device,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"maxLength":[],"minLength":[]};
const templates1 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/device")) && (err12.keyword in emErrors1)) && (err12.schemaPath.indexOf("#/properties/device") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(19)))){
emErrors1[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err13 = {instancePath:instancePath+"/device",schemaPath:"#/properties/device/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.device.errorMessage[key1],schema:schema53.properties.device.errorMessage,parentSchema:schema53.properties.device,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
const emErrs1 = [];
for(const err14 of vErrors){
if(!err14.emUsed){
emErrs1.push(err14);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data["max-users"] !== undefined){
let data2 = data["max-users"];
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err15 = {instancePath:instancePath+"/max-users",schemaPath:"#/properties/max-users/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["max-users"].type,parentSchema:schema53.properties["max-users"],data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 100000 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/max-users",schemaPath:"#/properties/max-users/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema53.properties["max-users"],data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err17 = {instancePath:instancePath+"/max-users",schemaPath:"#/properties/max-users/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties["max-users"],data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"minimum":[],"maximum":[],"type":[]};
const templates2 = {};
for(const err18 of vErrors){
if((((((err18.keyword !== "errorMessage") && (!err18.emUsed)) && (err18.instancePath === instancePath+"/max-users")) && (err18.keyword in emErrors2)) && (err18.schemaPath.indexOf("#/properties/max-users") === 0)) && (/^\/[^\/]*$/.test(err18.schemaPath.slice(22)))){
emErrors2[err18.keyword].push(err18);
err18.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err19 = {instancePath:instancePath+"/max-users",schemaPath:"#/properties/max-users/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties["max-users"].errorMessage[key2],schema:schema53.properties["max-users"].errorMessage,parentSchema:schema53.properties["max-users"],data:data2};
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
if(data["tunnel-usage-threshold"] !== undefined){
let data3 = data["tunnel-usage-threshold"];
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err21 = {instancePath:instancePath+"/tunnel-usage-threshold",schemaPath:"#/properties/tunnel-usage-threshold/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["tunnel-usage-threshold"].type,parentSchema:schema53.properties["tunnel-usage-threshold"],data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 100 || isNaN(data3)){
const err22 = {instancePath:instancePath+"/tunnel-usage-threshold",schemaPath:"#/properties/tunnel-usage-threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema53.properties["tunnel-usage-threshold"],data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err23 = {instancePath:instancePath+"/tunnel-usage-threshold",schemaPath:"#/properties/tunnel-usage-threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties["tunnel-usage-threshold"],data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"minimum":[],"maximum":[],"type":[]};
const templates3 = {};
for(const err24 of vErrors){
if((((((err24.keyword !== "errorMessage") && (!err24.emUsed)) && (err24.instancePath === instancePath+"/tunnel-usage-threshold")) && (err24.keyword in emErrors3)) && (err24.schemaPath.indexOf("#/properties/tunnel-usage-threshold") === 0)) && (/^\/[^\/]*$/.test(err24.schemaPath.slice(35)))){
emErrors3[err24.keyword].push(err24);
err24.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err25 = {instancePath:instancePath+"/tunnel-usage-threshold",schemaPath:"#/properties/tunnel-usage-threshold/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties["tunnel-usage-threshold"].errorMessage[key3],schema:schema53.properties["tunnel-usage-threshold"].errorMessage,parentSchema:schema53.properties["tunnel-usage-threshold"],data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
const emErrs3 = [];
for(const err26 of vErrors){
if(!err26.emUsed){
emErrs3.push(err26);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data["failed-login-threshold"] !== undefined){
let data4 = data["failed-login-threshold"];
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err27 = {instancePath:instancePath+"/failed-login-threshold",schemaPath:"#/properties/failed-login-threshold/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["failed-login-threshold"].type,parentSchema:schema53.properties["failed-login-threshold"],data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 10000 || isNaN(data4)){
const err28 = {instancePath:instancePath+"/failed-login-threshold",schemaPath:"#/properties/failed-login-threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema53.properties["failed-login-threshold"],data:data4};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err29 = {instancePath:instancePath+"/failed-login-threshold",schemaPath:"#/properties/failed-login-threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties["failed-login-threshold"],data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(errors > 0){
const emErrors4 = {"minimum":[],"maximum":[],"type":[]};
const templates4 = {};
for(const err30 of vErrors){
if((((((err30.keyword !== "errorMessage") && (!err30.emUsed)) && (err30.instancePath === instancePath+"/failed-login-threshold")) && (err30.keyword in emErrors4)) && (err30.schemaPath.indexOf("#/properties/failed-login-threshold") === 0)) && (/^\/[^\/]*$/.test(err30.schemaPath.slice(35)))){
emErrors4[err30.keyword].push(err30);
err30.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err31 = {instancePath:instancePath+"/failed-login-threshold",schemaPath:"#/properties/failed-login-threshold/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties["failed-login-threshold"].errorMessage[key4],schema:schema53.properties["failed-login-threshold"].errorMessage,parentSchema:schema53.properties["failed-login-threshold"],data:data4};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
const emErrs4 = [];
for(const err32 of vErrors){
if(!err32.emUsed){
emErrs4.push(err32);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.interval !== undefined){
let data5 = data.interval;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err33 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.interval.type,parentSchema:schema53.properties.interval,data:data5};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 3600 || isNaN(data5)){
const err34 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600},message:"must be <= 3600",schema:3600,parentSchema:schema53.properties.interval,data:data5};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data5 < 30 || isNaN(data5)){
const err35 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/minimum",keyword:"minimum",params:{comparison: ">=", limit: 30},message:"must be >= 30",schema:30,parentSchema:schema53.properties.interval,data:data5};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(errors > 0){
const emErrors5 = {"minimum":[],"maximum":[],"type":[]};
const templates5 = {};
for(const err36 of vErrors){
if((((((err36.keyword !== "errorMessage") && (!err36.emUsed)) && (err36.instancePath === instancePath+"/interval")) && (err36.keyword in emErrors5)) && (err36.schemaPath.indexOf("#/properties/interval") === 0)) && (/^\/[^\/]*$/.test(err36.schemaPath.slice(21)))){
emErrors5[err36.keyword].push(err36);
err36.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err37 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema53.properties.interval.errorMessage[key5],schema:schema53.properties.interval.errorMessage,parentSchema:schema53.properties.interval,data:data5};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
const emErrs5 = [];
for(const err38 of vErrors){
if(!err38.emUsed){
emErrs5.push(err38);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data.notify !== undefined){
let data6 = data.notify;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 !== "string"){
const err39 = {instancePath:instancePath+"/notify/" + i0,schemaPath:"#/properties/notify/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.notify.items.type,parentSchema:schema53.properties.notify.items,data:data7};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const _errs18 = errors;
let valid3 = false;
let passing0 = null;
const _errs19 = errors;
if("email" !== data7){
const err40 = {instancePath:instancePath+"/notify/" + i0,schemaPath:"#/properties/notify/items/oneOf/0/const",keyword:"const",params:{allowedValue: "email"},message:"must be equal to constant",schema:"email",parentSchema:schema53.properties.notify.items.oneOf[0],data:data7};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid0 = _errs19 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs20 = errors;
if("snmp" !== data7){
const err41 = {instancePath:instancePath+"/notify/" + i0,schemaPath:"#/properties/notify/items/oneOf/1/const",keyword:"const",params:{allowedValue: "snmp"},message:"must be equal to constant",schema:"snmp",parentSchema:schema53.properties.notify.items.oneOf[1],data:data7};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid0 = _errs20 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
const _errs21 = errors;
if("syslog" !== data7){
const err42 = {instancePath:instancePath+"/notify/" + i0,schemaPath:"#/properties/notify/items/oneOf/2/const",keyword:"const",params:{allowedValue: "syslog"},message:"must be equal to constant",schema:"syslog",parentSchema:schema53.properties.notify.items.oneOf[2],data:data7};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid0 = _errs21 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid3 = true;
passing0 = 2;
}
}
}
if(!valid3){
const err43 = {instancePath:instancePath+"/notify/" + i0,schemaPath:"#/properties/notify/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.notify.items.oneOf,parentSchema:schema53.properties.notify.items,data:data7};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
let i1 = data6.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data6[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err44 = {instancePath:instancePath+"/notify",schemaPath:"#/properties/notify/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema53.properties.notify,data:data6};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err45 = {instancePath:instancePath+"/notify",schemaPath:"#/properties/notify/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.notify.type,parentSchema:schema53.properties.notify,data:data6};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.status !== undefined){
let data8 = data.status;
if(typeof data8 !== "string"){
const err46 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.status.type,parentSchema:schema53.properties.status,data:data8};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
const _errs24 = errors;
let valid5 = false;
let passing1 = null;
const _errs25 = errors;
if("enable" !== data8){
const err47 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties.status.oneOf[0],data:data8};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid1 = _errs25 === errors;
if(_valid1){
valid5 = true;
passing1 = 0;
}
const _errs26 = errors;
if("disable" !== data8){
const err48 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties.status.oneOf[1],data:data8};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid1 = _errs26 === errors;
if(_valid1 && valid5){
valid5 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid5 = true;
passing1 = 1;
}
}
if(!valid5){
const err49 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties.status.oneOf,parentSchema:schema53.properties.status,data:data8};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"required":{"name":[],"device":[]}};
const templates6 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err51 of vErrors){
if((((((err51.keyword !== "errorMessage") && (!err51.emUsed)) && (err51.instancePath === instancePath)) && (err51.keyword in emErrors6)) && (err51.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err51.schemaPath.slice(1)))){
emPropParams0 = obj0[err51.keyword];
emParamsErrors0 = emErrors6[err51.keyword][err51.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err51);
err51.emUsed = true;
}
}
}
for(const key6 in emErrors6){
for(const keyProp0 in emErrors6[key6]){
emParamsErrors0 = emErrors6[key6][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates6[key6] && templates6[key6][keyProp0];
const err52 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key6][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
const emErrs6 = [];
for(const err53 of vErrors){
if(!err53.emUsed){
emErrs6.push(err53);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["-38b85c65"] = validate25;
const schema54 = {"const":"email","title":"Email","$id":"-38b85c65"};

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
if("email" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "email"},message:"must be equal to constant",schema:"email",parentSchema:schema54,data};
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

exports["-2f0ed54"] = validate26;
const schema55 = {"const":"snmp","title":"SNMP trap","$id":"-2f0ed54"};

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
if("snmp" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "snmp"},message:"must be equal to constant",schema:"snmp",parentSchema:schema55,data};
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

exports["-2068daa9"] = validate27;
const schema56 = {"const":"syslog","title":"Syslog","$id":"-2068daa9"};

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
if("syslog" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "syslog"},message:"must be equal to constant",schema:"syslog",parentSchema:schema56,data};
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

exports["4fa2a2d7"] = validate28;
const schema57 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

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
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema57,data};
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

exports["78fd03b3"] = validate29;
const schema58 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

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
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema58,data};
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

export const validateFns = exports;
