// generated from specs/forms/obj-firewall-policy.schema.json and obj-firewall-policy.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-7bb1d9a2"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","package","srcintf","dstintf","srcaddr","dstaddr","service","schedule","action"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"package":{"type":"string","title":"Policy Package","maxLength":35,"errorMessage":{"maxLength":"Policy Package cannot be longer than 35 characters.","minLength":"This field is required."},"minLength":1,"description":"The policy package the policy belongs to."},"policyid":{"type":"integer","title":"ID","minimum":1,"maximum":4294967294,"errorMessage":{"minimum":"ID must be between 1 and 4294967294.","maximum":"ID must be between 1 and 4294967294.","type":"ID must be a whole number."}},"srcintf":{"type":"array","title":"Incoming Interface","uniqueItems":true,"items":{"type":"string","title":"Interface","minLength":1,"maxLength":35,"errorMessage":{"minLength":"This field is required.","maxLength":"An entry cannot be longer than 35 characters."}},"default":["any"],"minItems":1,"errorMessage":{"minItems":"Add at least one interface."}},"dstintf":{"type":"array","title":"Outgoing Interface","uniqueItems":true,"items":{"type":"string","title":"Interface","minLength":1,"maxLength":35,"errorMessage":{"minLength":"This field is required.","maxLength":"An entry cannot be longer than 35 characters."}},"default":["any"],"minItems":1,"errorMessage":{"minItems":"Add at least one interface."}},"srcaddr":{"type":"array","title":"Source","uniqueItems":true,"items":{"type":"string","title":"Address","minLength":1,"maxLength":79,"errorMessage":{"minLength":"This field is required.","maxLength":"An entry cannot be longer than 79 characters."}},"default":["all"],"minItems":1,"errorMessage":{"minItems":"Add at least one address."}},"dstaddr":{"type":"array","title":"Destination","uniqueItems":true,"items":{"type":"string","title":"Address","minLength":1,"maxLength":79,"errorMessage":{"minLength":"This field is required.","maxLength":"An entry cannot be longer than 79 characters."}},"default":["all"],"minItems":1,"errorMessage":{"minItems":"Add at least one address."}},"service":{"type":"array","title":"Service","uniqueItems":true,"items":{"type":"string","title":"Service","minLength":1,"maxLength":79,"errorMessage":{"minLength":"This field is required.","maxLength":"An entry cannot be longer than 79 characters."}},"default":["ALL"],"minItems":1,"errorMessage":{"minItems":"Add at least one service."}},"schedule":{"type":"string","title":"Schedule","maxLength":35,"errorMessage":{"maxLength":"Schedule cannot be longer than 35 characters.","minLength":"This field is required."},"minLength":1,"default":"always"},"action":{"type":"string","title":"Action","oneOf":[{"const":"accept","title":"Accept"},{"const":"deny","title":"Deny"},{"const":"ipsec","title":"IPsec"}],"default":"accept"},"nat":{"type":"string","title":"NAT","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"logtraffic":{"type":"string","title":"Log Allowed Traffic","oneOf":[{"const":"all","title":"All Sessions"},{"const":"utm","title":"Security Events"},{"const":"disable","title":"Disable"}],"default":"utm"},"status":{"type":"string","title":"Status","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"},"comments":{"type":"string","title":"Comments","maxLength":1023,"errorMessage":{"maxLength":"Comments cannot be longer than 1023 characters."}}},"errorMessage":{"required":{"name":"This field is required.","package":"This field is required.","srcintf":"This field is required.","dstintf":"This field is required.","srcaddr":"This field is required.","dstaddr":"This field is required.","service":"This field is required.","schedule":"This field is required.","action":"This field is required."}},"$id":"-7bb1d9a2"};
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
if(data.package === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "package"},message:"must have required property '"+"package"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.srcintf === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "srcintf"},message:"must have required property '"+"srcintf"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.dstintf === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dstintf"},message:"must have required property '"+"dstintf"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.srcaddr === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "srcaddr"},message:"must have required property '"+"srcaddr"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.dstaddr === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dstaddr"},message:"must have required property '"+"dstaddr"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.service === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "service"},message:"must have required property '"+"service"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.schedule === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule"},message:"must have required property '"+"schedule"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.action === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data0) < 1){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data0)){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err13 of vErrors){
if((((((err13.keyword !== "errorMessage") && (!err13.emUsed)) && (err13.instancePath === instancePath+"/name")) && (err13.keyword in emErrors0)) && (err13.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err13.schemaPath.slice(17)))){
emErrors0[err13.keyword].push(err13);
err13.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
const emErrs0 = [];
for(const err15 of vErrors){
if(!err15.emUsed){
emErrs0.push(err15);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.package !== undefined){
let data1 = data.package;
if(typeof data1 === "string"){
if(func1(data1) > 35){
const err16 = {instancePath:instancePath+"/package",schemaPath:"#/properties/package/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.package,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func1(data1) < 1){
const err17 = {instancePath:instancePath+"/package",schemaPath:"#/properties/package/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.package,data:data1};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/package",schemaPath:"#/properties/package/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.package.type,parentSchema:schema53.properties.package,data:data1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"maxLength":[],"minLength":[]};
const templates1 = {};
for(const err19 of vErrors){
if((((((err19.keyword !== "errorMessage") && (!err19.emUsed)) && (err19.instancePath === instancePath+"/package")) && (err19.keyword in emErrors1)) && (err19.schemaPath.indexOf("#/properties/package") === 0)) && (/^\/[^\/]*$/.test(err19.schemaPath.slice(20)))){
emErrors1[err19.keyword].push(err19);
err19.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err20 = {instancePath:instancePath+"/package",schemaPath:"#/properties/package/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.package.errorMessage[key1],schema:schema53.properties.package.errorMessage,parentSchema:schema53.properties.package,data:data1};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
const emErrs1 = [];
for(const err21 of vErrors){
if(!err21.emUsed){
emErrs1.push(err21);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.policyid !== undefined){
let data2 = data.policyid;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err22 = {instancePath:instancePath+"/policyid",schemaPath:"#/properties/policyid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.policyid.type,parentSchema:schema53.properties.policyid,data:data2};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 4294967294 || isNaN(data2)){
const err23 = {instancePath:instancePath+"/policyid",schemaPath:"#/properties/policyid/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967294},message:"must be <= 4294967294",schema:4294967294,parentSchema:schema53.properties.policyid,data:data2};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err24 = {instancePath:instancePath+"/policyid",schemaPath:"#/properties/policyid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties.policyid,data:data2};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"minimum":[],"maximum":[],"type":[]};
const templates2 = {};
for(const err25 of vErrors){
if((((((err25.keyword !== "errorMessage") && (!err25.emUsed)) && (err25.instancePath === instancePath+"/policyid")) && (err25.keyword in emErrors2)) && (err25.schemaPath.indexOf("#/properties/policyid") === 0)) && (/^\/[^\/]*$/.test(err25.schemaPath.slice(21)))){
emErrors2[err25.keyword].push(err25);
err25.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err26 = {instancePath:instancePath+"/policyid",schemaPath:"#/properties/policyid/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties.policyid.errorMessage[key2],schema:schema53.properties.policyid.errorMessage,parentSchema:schema53.properties.policyid,data:data2};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
const emErrs2 = [];
for(const err27 of vErrors){
if(!err27.emUsed){
emErrs2.push(err27);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.srcintf !== undefined){
let data3 = data.srcintf;
if(Array.isArray(data3)){
if(data3.length < 1){
const err28 = {instancePath:instancePath+"/srcintf",schemaPath:"#/properties/srcintf/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema53.properties.srcintf,data:data3};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(func1(data4) > 35){
const err29 = {instancePath:instancePath+"/srcintf/" + i0,schemaPath:"#/properties/srcintf/items/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.srcintf.items,data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func1(data4) < 1){
const err30 = {instancePath:instancePath+"/srcintf/" + i0,schemaPath:"#/properties/srcintf/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.srcintf.items,data:data4};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/srcintf/" + i0,schemaPath:"#/properties/srcintf/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.srcintf.items.type,parentSchema:schema53.properties.srcintf.items,data:data4};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"minLength":[],"maxLength":[]};
const templates3 = {};
for(const err32 of vErrors){
if((((((err32.keyword !== "errorMessage") && (!err32.emUsed)) && (err32.instancePath === instancePath+"/srcintf/" + i0)) && (err32.keyword in emErrors3)) && (err32.schemaPath.indexOf("#/properties/srcintf/items") === 0)) && (/^\/[^\/]*$/.test(err32.schemaPath.slice(26)))){
emErrors3[err32.keyword].push(err32);
err32.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err33 = {instancePath:instancePath+"/srcintf/" + i0,schemaPath:"#/properties/srcintf/items/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties.srcintf.items.errorMessage[key3],schema:schema53.properties.srcintf.items.errorMessage,parentSchema:schema53.properties.srcintf.items,data:data4};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
const emErrs3 = [];
for(const err34 of vErrors){
if(!err34.emUsed){
emErrs3.push(err34);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
let i1 = data3.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data3[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err35 = {instancePath:instancePath+"/srcintf",schemaPath:"#/properties/srcintf/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema53.properties.srcintf,data:data3};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err36 = {instancePath:instancePath+"/srcintf",schemaPath:"#/properties/srcintf/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.srcintf.type,parentSchema:schema53.properties.srcintf,data:data3};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"minItems":[]};
const templates4 = {};
for(const err37 of vErrors){
if((((((err37.keyword !== "errorMessage") && (!err37.emUsed)) && (err37.instancePath === instancePath+"/srcintf")) && (err37.keyword in emErrors4)) && (err37.schemaPath.indexOf("#/properties/srcintf") === 0)) && (/^\/[^\/]*$/.test(err37.schemaPath.slice(20)))){
emErrors4[err37.keyword].push(err37);
err37.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err38 = {instancePath:instancePath+"/srcintf",schemaPath:"#/properties/srcintf/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties.srcintf.errorMessage[key4],schema:schema53.properties.srcintf.errorMessage,parentSchema:schema53.properties.srcintf,data:data3};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
const emErrs4 = [];
for(const err39 of vErrors){
if(!err39.emUsed){
emErrs4.push(err39);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.dstintf !== undefined){
let data5 = data.dstintf;
if(Array.isArray(data5)){
if(data5.length < 1){
const err40 = {instancePath:instancePath+"/dstintf",schemaPath:"#/properties/dstintf/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema53.properties.dstintf,data:data5};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
const len1 = data5.length;
for(let i2=0; i2<len1; i2++){
let data6 = data5[i2];
if(typeof data6 === "string"){
if(func1(data6) > 35){
const err41 = {instancePath:instancePath+"/dstintf/" + i2,schemaPath:"#/properties/dstintf/items/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.dstintf.items,data:data6};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(func1(data6) < 1){
const err42 = {instancePath:instancePath+"/dstintf/" + i2,schemaPath:"#/properties/dstintf/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.dstintf.items,data:data6};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/dstintf/" + i2,schemaPath:"#/properties/dstintf/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.dstintf.items.type,parentSchema:schema53.properties.dstintf.items,data:data6};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"minLength":[],"maxLength":[]};
const templates5 = {};
for(const err44 of vErrors){
if((((((err44.keyword !== "errorMessage") && (!err44.emUsed)) && (err44.instancePath === instancePath+"/dstintf/" + i2)) && (err44.keyword in emErrors5)) && (err44.schemaPath.indexOf("#/properties/dstintf/items") === 0)) && (/^\/[^\/]*$/.test(err44.schemaPath.slice(26)))){
emErrors5[err44.keyword].push(err44);
err44.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err45 = {instancePath:instancePath+"/dstintf/" + i2,schemaPath:"#/properties/dstintf/items/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema53.properties.dstintf.items.errorMessage[key5],schema:schema53.properties.dstintf.items.errorMessage,parentSchema:schema53.properties.dstintf.items,data:data6};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
const emErrs5 = [];
for(const err46 of vErrors){
if(!err46.emUsed){
emErrs5.push(err46);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
let i3 = data5.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data5[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err47 = {instancePath:instancePath+"/dstintf",schemaPath:"#/properties/dstintf/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)",schema:true,parentSchema:schema53.properties.dstintf,data:data5};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err48 = {instancePath:instancePath+"/dstintf",schemaPath:"#/properties/dstintf/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.dstintf.type,parentSchema:schema53.properties.dstintf,data:data5};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"minItems":[]};
const templates6 = {};
for(const err49 of vErrors){
if((((((err49.keyword !== "errorMessage") && (!err49.emUsed)) && (err49.instancePath === instancePath+"/dstintf")) && (err49.keyword in emErrors6)) && (err49.schemaPath.indexOf("#/properties/dstintf") === 0)) && (/^\/[^\/]*$/.test(err49.schemaPath.slice(20)))){
emErrors6[err49.keyword].push(err49);
err49.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err50 = {instancePath:instancePath+"/dstintf",schemaPath:"#/properties/dstintf/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema53.properties.dstintf.errorMessage[key6],schema:schema53.properties.dstintf.errorMessage,parentSchema:schema53.properties.dstintf,data:data5};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
const emErrs6 = [];
for(const err51 of vErrors){
if(!err51.emUsed){
emErrs6.push(err51);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data.srcaddr !== undefined){
let data7 = data.srcaddr;
if(Array.isArray(data7)){
if(data7.length < 1){
const err52 = {instancePath:instancePath+"/srcaddr",schemaPath:"#/properties/srcaddr/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema53.properties.srcaddr,data:data7};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
const len2 = data7.length;
for(let i4=0; i4<len2; i4++){
let data8 = data7[i4];
if(typeof data8 === "string"){
if(func1(data8) > 79){
const err53 = {instancePath:instancePath+"/srcaddr/" + i4,schemaPath:"#/properties/srcaddr/items/maxLength",keyword:"maxLength",params:{limit: 79},message:"must NOT have more than 79 characters",schema:79,parentSchema:schema53.properties.srcaddr.items,data:data8};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(func1(data8) < 1){
const err54 = {instancePath:instancePath+"/srcaddr/" + i4,schemaPath:"#/properties/srcaddr/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.srcaddr.items,data:data8};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/srcaddr/" + i4,schemaPath:"#/properties/srcaddr/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.srcaddr.items.type,parentSchema:schema53.properties.srcaddr.items,data:data8};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"minLength":[],"maxLength":[]};
const templates7 = {};
for(const err56 of vErrors){
if((((((err56.keyword !== "errorMessage") && (!err56.emUsed)) && (err56.instancePath === instancePath+"/srcaddr/" + i4)) && (err56.keyword in emErrors7)) && (err56.schemaPath.indexOf("#/properties/srcaddr/items") === 0)) && (/^\/[^\/]*$/.test(err56.schemaPath.slice(26)))){
emErrors7[err56.keyword].push(err56);
err56.emUsed = true;
}
}
for(const key7 in emErrors7){
if(emErrors7[key7].length){
const err57 = {instancePath:instancePath+"/srcaddr/" + i4,schemaPath:"#/properties/srcaddr/items/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key7]},message:key7 in templates7 ? templates7[key7]() : schema53.properties.srcaddr.items.errorMessage[key7],schema:schema53.properties.srcaddr.items.errorMessage,parentSchema:schema53.properties.srcaddr.items,data:data8};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
const emErrs7 = [];
for(const err58 of vErrors){
if(!err58.emUsed){
emErrs7.push(err58);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
let i5 = data7.length;
let j2;
if(i5 > 1){
const indices2 = {};
for(;i5--;){
let item2 = data7[i5];
if(typeof item2 !== "string"){
continue;
}
if(typeof indices2[item2] == "number"){
j2 = indices2[item2];
const err59 = {instancePath:instancePath+"/srcaddr",schemaPath:"#/properties/srcaddr/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i5+" are identical)",schema:true,parentSchema:schema53.properties.srcaddr,data:data7};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
break;
}
indices2[item2] = i5;
}
}
}
else {
const err60 = {instancePath:instancePath+"/srcaddr",schemaPath:"#/properties/srcaddr/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.srcaddr.type,parentSchema:schema53.properties.srcaddr,data:data7};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"minItems":[]};
const templates8 = {};
for(const err61 of vErrors){
if((((((err61.keyword !== "errorMessage") && (!err61.emUsed)) && (err61.instancePath === instancePath+"/srcaddr")) && (err61.keyword in emErrors8)) && (err61.schemaPath.indexOf("#/properties/srcaddr") === 0)) && (/^\/[^\/]*$/.test(err61.schemaPath.slice(20)))){
emErrors8[err61.keyword].push(err61);
err61.emUsed = true;
}
}
for(const key8 in emErrors8){
if(emErrors8[key8].length){
const err62 = {instancePath:instancePath+"/srcaddr",schemaPath:"#/properties/srcaddr/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key8]},message:key8 in templates8 ? templates8[key8]() : schema53.properties.srcaddr.errorMessage[key8],schema:schema53.properties.srcaddr.errorMessage,parentSchema:schema53.properties.srcaddr,data:data7};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
const emErrs8 = [];
for(const err63 of vErrors){
if(!err63.emUsed){
emErrs8.push(err63);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
if(data.dstaddr !== undefined){
let data9 = data.dstaddr;
if(Array.isArray(data9)){
if(data9.length < 1){
const err64 = {instancePath:instancePath+"/dstaddr",schemaPath:"#/properties/dstaddr/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema53.properties.dstaddr,data:data9};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
const len3 = data9.length;
for(let i6=0; i6<len3; i6++){
let data10 = data9[i6];
if(typeof data10 === "string"){
if(func1(data10) > 79){
const err65 = {instancePath:instancePath+"/dstaddr/" + i6,schemaPath:"#/properties/dstaddr/items/maxLength",keyword:"maxLength",params:{limit: 79},message:"must NOT have more than 79 characters",schema:79,parentSchema:schema53.properties.dstaddr.items,data:data10};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(func1(data10) < 1){
const err66 = {instancePath:instancePath+"/dstaddr/" + i6,schemaPath:"#/properties/dstaddr/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.dstaddr.items,data:data10};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/dstaddr/" + i6,schemaPath:"#/properties/dstaddr/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.dstaddr.items.type,parentSchema:schema53.properties.dstaddr.items,data:data10};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"minLength":[],"maxLength":[]};
const templates9 = {};
for(const err68 of vErrors){
if((((((err68.keyword !== "errorMessage") && (!err68.emUsed)) && (err68.instancePath === instancePath+"/dstaddr/" + i6)) && (err68.keyword in emErrors9)) && (err68.schemaPath.indexOf("#/properties/dstaddr/items") === 0)) && (/^\/[^\/]*$/.test(err68.schemaPath.slice(26)))){
emErrors9[err68.keyword].push(err68);
err68.emUsed = true;
}
}
for(const key9 in emErrors9){
if(emErrors9[key9].length){
const err69 = {instancePath:instancePath+"/dstaddr/" + i6,schemaPath:"#/properties/dstaddr/items/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key9]},message:key9 in templates9 ? templates9[key9]() : schema53.properties.dstaddr.items.errorMessage[key9],schema:schema53.properties.dstaddr.items.errorMessage,parentSchema:schema53.properties.dstaddr.items,data:data10};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
const emErrs9 = [];
for(const err70 of vErrors){
if(!err70.emUsed){
emErrs9.push(err70);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
let i7 = data9.length;
let j3;
if(i7 > 1){
const indices3 = {};
for(;i7--;){
let item3 = data9[i7];
if(typeof item3 !== "string"){
continue;
}
if(typeof indices3[item3] == "number"){
j3 = indices3[item3];
const err71 = {instancePath:instancePath+"/dstaddr",schemaPath:"#/properties/dstaddr/uniqueItems",keyword:"uniqueItems",params:{i: i7, j: j3},message:"must NOT have duplicate items (items ## "+j3+" and "+i7+" are identical)",schema:true,parentSchema:schema53.properties.dstaddr,data:data9};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
break;
}
indices3[item3] = i7;
}
}
}
else {
const err72 = {instancePath:instancePath+"/dstaddr",schemaPath:"#/properties/dstaddr/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.dstaddr.type,parentSchema:schema53.properties.dstaddr,data:data9};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(errors > 0){
const emErrors10 = {"minItems":[]};
const templates10 = {};
for(const err73 of vErrors){
if((((((err73.keyword !== "errorMessage") && (!err73.emUsed)) && (err73.instancePath === instancePath+"/dstaddr")) && (err73.keyword in emErrors10)) && (err73.schemaPath.indexOf("#/properties/dstaddr") === 0)) && (/^\/[^\/]*$/.test(err73.schemaPath.slice(20)))){
emErrors10[err73.keyword].push(err73);
err73.emUsed = true;
}
}
for(const key10 in emErrors10){
if(emErrors10[key10].length){
const err74 = {instancePath:instancePath+"/dstaddr",schemaPath:"#/properties/dstaddr/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key10]},message:key10 in templates10 ? templates10[key10]() : schema53.properties.dstaddr.errorMessage[key10],schema:schema53.properties.dstaddr.errorMessage,parentSchema:schema53.properties.dstaddr,data:data9};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
const emErrs10 = [];
for(const err75 of vErrors){
if(!err75.emUsed){
emErrs10.push(err75);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
if(data.service !== undefined){
let data11 = data.service;
if(Array.isArray(data11)){
if(data11.length < 1){
const err76 = {instancePath:instancePath+"/service",schemaPath:"#/properties/service/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema53.properties.service,data:data11};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
const len4 = data11.length;
for(let i8=0; i8<len4; i8++){
let data12 = data11[i8];
if(typeof data12 === "string"){
if(func1(data12) > 79){
const err77 = {instancePath:instancePath+"/service/" + i8,schemaPath:"#/properties/service/items/maxLength",keyword:"maxLength",params:{limit: 79},message:"must NOT have more than 79 characters",schema:79,parentSchema:schema53.properties.service.items,data:data12};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(func1(data12) < 1){
const err78 = {instancePath:instancePath+"/service/" + i8,schemaPath:"#/properties/service/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.service.items,data:data12};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/service/" + i8,schemaPath:"#/properties/service/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.service.items.type,parentSchema:schema53.properties.service.items,data:data12};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(errors > 0){
const emErrors11 = {"minLength":[],"maxLength":[]};
const templates11 = {};
for(const err80 of vErrors){
if((((((err80.keyword !== "errorMessage") && (!err80.emUsed)) && (err80.instancePath === instancePath+"/service/" + i8)) && (err80.keyword in emErrors11)) && (err80.schemaPath.indexOf("#/properties/service/items") === 0)) && (/^\/[^\/]*$/.test(err80.schemaPath.slice(26)))){
emErrors11[err80.keyword].push(err80);
err80.emUsed = true;
}
}
for(const key11 in emErrors11){
if(emErrors11[key11].length){
const err81 = {instancePath:instancePath+"/service/" + i8,schemaPath:"#/properties/service/items/errorMessage",keyword:"errorMessage",params:{errors: emErrors11[key11]},message:key11 in templates11 ? templates11[key11]() : schema53.properties.service.items.errorMessage[key11],schema:schema53.properties.service.items.errorMessage,parentSchema:schema53.properties.service.items,data:data12};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
const emErrs11 = [];
for(const err82 of vErrors){
if(!err82.emUsed){
emErrs11.push(err82);
}
}
vErrors = emErrs11;
errors = emErrs11.length;
}
}
let i9 = data11.length;
let j4;
if(i9 > 1){
const indices4 = {};
for(;i9--;){
let item4 = data11[i9];
if(typeof item4 !== "string"){
continue;
}
if(typeof indices4[item4] == "number"){
j4 = indices4[item4];
const err83 = {instancePath:instancePath+"/service",schemaPath:"#/properties/service/uniqueItems",keyword:"uniqueItems",params:{i: i9, j: j4},message:"must NOT have duplicate items (items ## "+j4+" and "+i9+" are identical)",schema:true,parentSchema:schema53.properties.service,data:data11};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
break;
}
indices4[item4] = i9;
}
}
}
else {
const err84 = {instancePath:instancePath+"/service",schemaPath:"#/properties/service/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.service.type,parentSchema:schema53.properties.service,data:data11};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(errors > 0){
const emErrors12 = {"minItems":[]};
const templates12 = {};
for(const err85 of vErrors){
if((((((err85.keyword !== "errorMessage") && (!err85.emUsed)) && (err85.instancePath === instancePath+"/service")) && (err85.keyword in emErrors12)) && (err85.schemaPath.indexOf("#/properties/service") === 0)) && (/^\/[^\/]*$/.test(err85.schemaPath.slice(20)))){
emErrors12[err85.keyword].push(err85);
err85.emUsed = true;
}
}
for(const key12 in emErrors12){
if(emErrors12[key12].length){
const err86 = {instancePath:instancePath+"/service",schemaPath:"#/properties/service/errorMessage",keyword:"errorMessage",params:{errors: emErrors12[key12]},message:key12 in templates12 ? templates12[key12]() : schema53.properties.service.errorMessage[key12],schema:schema53.properties.service.errorMessage,parentSchema:schema53.properties.service,data:data11};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
const emErrs12 = [];
for(const err87 of vErrors){
if(!err87.emUsed){
emErrs12.push(err87);
}
}
vErrors = emErrs12;
errors = emErrs12.length;
}
}
if(data.schedule !== undefined){
let data13 = data.schedule;
if(typeof data13 === "string"){
if(func1(data13) > 35){
const err88 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.schedule,data:data13};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(func1(data13) < 1){
const err89 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.schedule,data:data13};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.schedule.type,parentSchema:schema53.properties.schedule,data:data13};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(errors > 0){
const emErrors13 = {"maxLength":[],"minLength":[]};
const templates13 = {};
for(const err91 of vErrors){
if((((((err91.keyword !== "errorMessage") && (!err91.emUsed)) && (err91.instancePath === instancePath+"/schedule")) && (err91.keyword in emErrors13)) && (err91.schemaPath.indexOf("#/properties/schedule") === 0)) && (/^\/[^\/]*$/.test(err91.schemaPath.slice(21)))){
emErrors13[err91.keyword].push(err91);
err91.emUsed = true;
}
}
for(const key13 in emErrors13){
if(emErrors13[key13].length){
const err92 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/errorMessage",keyword:"errorMessage",params:{errors: emErrors13[key13]},message:key13 in templates13 ? templates13[key13]() : schema53.properties.schedule.errorMessage[key13],schema:schema53.properties.schedule.errorMessage,parentSchema:schema53.properties.schedule,data:data13};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
const emErrs13 = [];
for(const err93 of vErrors){
if(!err93.emUsed){
emErrs13.push(err93);
}
}
vErrors = emErrs13;
errors = emErrs13.length;
}
}
if(data.action !== undefined){
let data14 = data.action;
if(typeof data14 !== "string"){
const err94 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.action.type,parentSchema:schema53.properties.action,data:data14};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
const _errs32 = errors;
let valid16 = false;
let passing0 = null;
const _errs33 = errors;
if("accept" !== data14){
const err95 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/oneOf/0/const",keyword:"const",params:{allowedValue: "accept"},message:"must be equal to constant",schema:"accept",parentSchema:schema53.properties.action.oneOf[0],data:data14};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
var _valid0 = _errs33 === errors;
if(_valid0){
valid16 = true;
passing0 = 0;
}
const _errs34 = errors;
if("deny" !== data14){
const err96 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/oneOf/1/const",keyword:"const",params:{allowedValue: "deny"},message:"must be equal to constant",schema:"deny",parentSchema:schema53.properties.action.oneOf[1],data:data14};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var _valid0 = _errs34 === errors;
if(_valid0 && valid16){
valid16 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid16 = true;
passing0 = 1;
}
const _errs35 = errors;
if("ipsec" !== data14){
const err97 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/oneOf/2/const",keyword:"const",params:{allowedValue: "ipsec"},message:"must be equal to constant",schema:"ipsec",parentSchema:schema53.properties.action.oneOf[2],data:data14};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid0 = _errs35 === errors;
if(_valid0 && valid16){
valid16 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid16 = true;
passing0 = 2;
}
}
}
if(!valid16){
const err98 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.action.oneOf,parentSchema:schema53.properties.action,data:data14};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
}
if(data.nat !== undefined){
let data15 = data.nat;
if(typeof data15 !== "string"){
const err99 = {instancePath:instancePath+"/nat",schemaPath:"#/properties/nat/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.nat.type,parentSchema:schema53.properties.nat,data:data15};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
const _errs38 = errors;
let valid17 = false;
let passing1 = null;
const _errs39 = errors;
if("enable" !== data15){
const err100 = {instancePath:instancePath+"/nat",schemaPath:"#/properties/nat/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties.nat.oneOf[0],data:data15};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid1 = _errs39 === errors;
if(_valid1){
valid17 = true;
passing1 = 0;
}
const _errs40 = errors;
if("disable" !== data15){
const err101 = {instancePath:instancePath+"/nat",schemaPath:"#/properties/nat/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties.nat.oneOf[1],data:data15};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid1 = _errs40 === errors;
if(_valid1 && valid17){
valid17 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid17 = true;
passing1 = 1;
}
}
if(!valid17){
const err102 = {instancePath:instancePath+"/nat",schemaPath:"#/properties/nat/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties.nat.oneOf,parentSchema:schema53.properties.nat,data:data15};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
}
if(data.logtraffic !== undefined){
let data16 = data.logtraffic;
if(typeof data16 !== "string"){
const err103 = {instancePath:instancePath+"/logtraffic",schemaPath:"#/properties/logtraffic/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.logtraffic.type,parentSchema:schema53.properties.logtraffic,data:data16};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
const _errs43 = errors;
let valid18 = false;
let passing2 = null;
const _errs44 = errors;
if("all" !== data16){
const err104 = {instancePath:instancePath+"/logtraffic",schemaPath:"#/properties/logtraffic/oneOf/0/const",keyword:"const",params:{allowedValue: "all"},message:"must be equal to constant",schema:"all",parentSchema:schema53.properties.logtraffic.oneOf[0],data:data16};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
var _valid2 = _errs44 === errors;
if(_valid2){
valid18 = true;
passing2 = 0;
}
const _errs45 = errors;
if("utm" !== data16){
const err105 = {instancePath:instancePath+"/logtraffic",schemaPath:"#/properties/logtraffic/oneOf/1/const",keyword:"const",params:{allowedValue: "utm"},message:"must be equal to constant",schema:"utm",parentSchema:schema53.properties.logtraffic.oneOf[1],data:data16};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid2 = _errs45 === errors;
if(_valid2 && valid18){
valid18 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid18 = true;
passing2 = 1;
}
const _errs46 = errors;
if("disable" !== data16){
const err106 = {instancePath:instancePath+"/logtraffic",schemaPath:"#/properties/logtraffic/oneOf/2/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties.logtraffic.oneOf[2],data:data16};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var _valid2 = _errs46 === errors;
if(_valid2 && valid18){
valid18 = false;
passing2 = [passing2, 2];
}
else {
if(_valid2){
valid18 = true;
passing2 = 2;
}
}
}
if(!valid18){
const err107 = {instancePath:instancePath+"/logtraffic",schemaPath:"#/properties/logtraffic/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema53.properties.logtraffic.oneOf,parentSchema:schema53.properties.logtraffic,data:data16};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
}
if(data.status !== undefined){
let data17 = data.status;
if(typeof data17 !== "string"){
const err108 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.status.type,parentSchema:schema53.properties.status,data:data17};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
const _errs49 = errors;
let valid19 = false;
let passing3 = null;
const _errs50 = errors;
if("enable" !== data17){
const err109 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties.status.oneOf[0],data:data17};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var _valid3 = _errs50 === errors;
if(_valid3){
valid19 = true;
passing3 = 0;
}
const _errs51 = errors;
if("disable" !== data17){
const err110 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties.status.oneOf[1],data:data17};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid3 = _errs51 === errors;
if(_valid3 && valid19){
valid19 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid19 = true;
passing3 = 1;
}
}
if(!valid19){
const err111 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema53.properties.status.oneOf,parentSchema:schema53.properties.status,data:data17};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
}
if(data.comments !== undefined){
let data18 = data.comments;
if(typeof data18 === "string"){
if(func1(data18) > 1023){
const err112 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/maxLength",keyword:"maxLength",params:{limit: 1023},message:"must NOT have more than 1023 characters",schema:1023,parentSchema:schema53.properties.comments,data:data18};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
else {
const err113 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.comments.type,parentSchema:schema53.properties.comments,data:data18};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(errors > 0){
const emErrors14 = {"maxLength":[]};
const templates14 = {};
for(const err114 of vErrors){
if((((((err114.keyword !== "errorMessage") && (!err114.emUsed)) && (err114.instancePath === instancePath+"/comments")) && (err114.keyword in emErrors14)) && (err114.schemaPath.indexOf("#/properties/comments") === 0)) && (/^\/[^\/]*$/.test(err114.schemaPath.slice(21)))){
emErrors14[err114.keyword].push(err114);
err114.emUsed = true;
}
}
for(const key14 in emErrors14){
if(emErrors14[key14].length){
const err115 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/errorMessage",keyword:"errorMessage",params:{errors: emErrors14[key14]},message:key14 in templates14 ? templates14[key14]() : schema53.properties.comments.errorMessage[key14],schema:schema53.properties.comments.errorMessage,parentSchema:schema53.properties.comments,data:data18};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
const emErrs14 = [];
for(const err116 of vErrors){
if(!err116.emUsed){
emErrs14.push(err116);
}
}
vErrors = emErrs14;
errors = emErrs14.length;
}
}
}
else {
const err117 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(errors > 0){
const emErrors15 = {"required":{"name":[],"package":[],"srcintf":[],"dstintf":[],"srcaddr":[],"dstaddr":[],"service":[],"schedule":[],"action":[]}};
const templates15 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err118 of vErrors){
if((((((err118.keyword !== "errorMessage") && (!err118.emUsed)) && (err118.instancePath === instancePath)) && (err118.keyword in emErrors15)) && (err118.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err118.schemaPath.slice(1)))){
emPropParams0 = obj0[err118.keyword];
emParamsErrors0 = emErrors15[err118.keyword][err118.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err118);
err118.emUsed = true;
}
}
}
for(const key15 in emErrors15){
for(const keyProp0 in emErrors15[key15]){
emParamsErrors0 = emErrors15[key15][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates15[key15] && templates15[key15][keyProp0];
const err119 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key15][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
const emErrs15 = [];
for(const err120 of vErrors){
if(!err120.emUsed){
emErrs15.push(err120);
}
}
vErrors = emErrs15;
errors = emErrs15.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["75d0d577"] = validate25;
const schema54 = {"const":"accept","title":"Accept","$id":"75d0d577"};

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
if("accept" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "accept"},message:"must be equal to constant",schema:"accept",parentSchema:schema54,data};
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

exports["-61ef0989"] = validate26;
const schema55 = {"const":"deny","title":"Deny","$id":"-61ef0989"};

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
if("deny" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "deny"},message:"must be equal to constant",schema:"deny",parentSchema:schema55,data};
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

exports["2ff3c917"] = validate27;
const schema56 = {"const":"ipsec","title":"IPsec","$id":"2ff3c917"};

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
if("ipsec" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ipsec"},message:"must be equal to constant",schema:"ipsec",parentSchema:schema56,data};
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

exports["-655067d2"] = validate30;
const schema59 = {"const":"all","title":"All Sessions","$id":"-655067d2"};

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
if("all" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "all"},message:"must be equal to constant",schema:"all",parentSchema:schema59,data};
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

exports["-4fd3ba96"] = validate31;
const schema60 = {"const":"utm","title":"Security Events","$id":"-4fd3ba96"};

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
if("utm" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "utm"},message:"must be equal to constant",schema:"utm",parentSchema:schema60,data};
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

export const validateFns = exports;
