// generated from specs/forms/obj-qos-policy.schema.json and obj-qos-policy.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-446bbcac"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","queue-policy"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"default-cos":{"type":"integer","title":"Default CoS","minimum":0,"maximum":7,"errorMessage":{"minimum":"Default CoS must be between 0 and 7.","maximum":"Default CoS must be between 0 and 7.","type":"Default CoS must be a whole number."},"default":0},"trust-dot1p-map":{"type":"string","title":"Trusted 802.1p Map","maxLength":63,"errorMessage":{"maxLength":"Trusted 802.1p Map cannot be longer than 63 characters."}},"trust-ip-dscp-map":{"type":"string","title":"Trusted IP DSCP Map","maxLength":63,"errorMessage":{"maxLength":"Trusted IP DSCP Map cannot be longer than 63 characters."}},"queue-policy":{"type":"string","title":"Queue Policy","maxLength":63,"errorMessage":{"maxLength":"Queue Policy cannot be longer than 63 characters.","minLength":"This field is required."},"minLength":1}},"errorMessage":{"required":{"name":"This field is required.","queue-policy":"This field is required."}},"$id":"-446bbcac"};
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
if(data["queue-policy"] === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queue-policy"},message:"must have required property '"+"queue-policy"+"'",schema:schema53.required,parentSchema:schema53,data};
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
if(data["default-cos"] !== undefined){
let data1 = data["default-cos"];
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err9 = {instancePath:instancePath+"/default-cos",schemaPath:"#/properties/default-cos/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["default-cos"].type,parentSchema:schema53.properties["default-cos"],data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 7 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/default-cos",schemaPath:"#/properties/default-cos/maximum",keyword:"maximum",params:{comparison: "<=", limit: 7},message:"must be <= 7",schema:7,parentSchema:schema53.properties["default-cos"],data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/default-cos",schemaPath:"#/properties/default-cos/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["default-cos"],data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"minimum":[],"maximum":[],"type":[]};
const templates1 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/default-cos")) && (err12.keyword in emErrors1)) && (err12.schemaPath.indexOf("#/properties/default-cos") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(24)))){
emErrors1[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err13 = {instancePath:instancePath+"/default-cos",schemaPath:"#/properties/default-cos/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties["default-cos"].errorMessage[key1],schema:schema53.properties["default-cos"].errorMessage,parentSchema:schema53.properties["default-cos"],data:data1};
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
if(data["trust-dot1p-map"] !== undefined){
let data2 = data["trust-dot1p-map"];
if(typeof data2 === "string"){
if(func1(data2) > 63){
const err15 = {instancePath:instancePath+"/trust-dot1p-map",schemaPath:"#/properties/trust-dot1p-map/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties["trust-dot1p-map"],data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/trust-dot1p-map",schemaPath:"#/properties/trust-dot1p-map/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["trust-dot1p-map"].type,parentSchema:schema53.properties["trust-dot1p-map"],data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"maxLength":[]};
const templates2 = {};
for(const err17 of vErrors){
if((((((err17.keyword !== "errorMessage") && (!err17.emUsed)) && (err17.instancePath === instancePath+"/trust-dot1p-map")) && (err17.keyword in emErrors2)) && (err17.schemaPath.indexOf("#/properties/trust-dot1p-map") === 0)) && (/^\/[^\/]*$/.test(err17.schemaPath.slice(28)))){
emErrors2[err17.keyword].push(err17);
err17.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err18 = {instancePath:instancePath+"/trust-dot1p-map",schemaPath:"#/properties/trust-dot1p-map/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties["trust-dot1p-map"].errorMessage[key2],schema:schema53.properties["trust-dot1p-map"].errorMessage,parentSchema:schema53.properties["trust-dot1p-map"],data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
const emErrs2 = [];
for(const err19 of vErrors){
if(!err19.emUsed){
emErrs2.push(err19);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data["trust-ip-dscp-map"] !== undefined){
let data3 = data["trust-ip-dscp-map"];
if(typeof data3 === "string"){
if(func1(data3) > 63){
const err20 = {instancePath:instancePath+"/trust-ip-dscp-map",schemaPath:"#/properties/trust-ip-dscp-map/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties["trust-ip-dscp-map"],data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/trust-ip-dscp-map",schemaPath:"#/properties/trust-ip-dscp-map/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["trust-ip-dscp-map"].type,parentSchema:schema53.properties["trust-ip-dscp-map"],data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"maxLength":[]};
const templates3 = {};
for(const err22 of vErrors){
if((((((err22.keyword !== "errorMessage") && (!err22.emUsed)) && (err22.instancePath === instancePath+"/trust-ip-dscp-map")) && (err22.keyword in emErrors3)) && (err22.schemaPath.indexOf("#/properties/trust-ip-dscp-map") === 0)) && (/^\/[^\/]*$/.test(err22.schemaPath.slice(30)))){
emErrors3[err22.keyword].push(err22);
err22.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err23 = {instancePath:instancePath+"/trust-ip-dscp-map",schemaPath:"#/properties/trust-ip-dscp-map/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties["trust-ip-dscp-map"].errorMessage[key3],schema:schema53.properties["trust-ip-dscp-map"].errorMessage,parentSchema:schema53.properties["trust-ip-dscp-map"],data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
const emErrs3 = [];
for(const err24 of vErrors){
if(!err24.emUsed){
emErrs3.push(err24);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data["queue-policy"] !== undefined){
let data4 = data["queue-policy"];
if(typeof data4 === "string"){
if(func1(data4) > 63){
const err25 = {instancePath:instancePath+"/queue-policy",schemaPath:"#/properties/queue-policy/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties["queue-policy"],data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func1(data4) < 1){
const err26 = {instancePath:instancePath+"/queue-policy",schemaPath:"#/properties/queue-policy/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["queue-policy"],data:data4};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/queue-policy",schemaPath:"#/properties/queue-policy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["queue-policy"].type,parentSchema:schema53.properties["queue-policy"],data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"maxLength":[],"minLength":[]};
const templates4 = {};
for(const err28 of vErrors){
if((((((err28.keyword !== "errorMessage") && (!err28.emUsed)) && (err28.instancePath === instancePath+"/queue-policy")) && (err28.keyword in emErrors4)) && (err28.schemaPath.indexOf("#/properties/queue-policy") === 0)) && (/^\/[^\/]*$/.test(err28.schemaPath.slice(25)))){
emErrors4[err28.keyword].push(err28);
err28.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err29 = {instancePath:instancePath+"/queue-policy",schemaPath:"#/properties/queue-policy/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties["queue-policy"].errorMessage[key4],schema:schema53.properties["queue-policy"].errorMessage,parentSchema:schema53.properties["queue-policy"],data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
const emErrs4 = [];
for(const err30 of vErrors){
if(!err30.emUsed){
emErrs4.push(err30);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"required":{"name":[],"queue-policy":[]}};
const templates5 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err32 of vErrors){
if((((((err32.keyword !== "errorMessage") && (!err32.emUsed)) && (err32.instancePath === instancePath)) && (err32.keyword in emErrors5)) && (err32.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err32.schemaPath.slice(1)))){
emPropParams0 = obj0[err32.keyword];
emParamsErrors0 = emErrors5[err32.keyword][err32.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err32);
err32.emUsed = true;
}
}
}
for(const key5 in emErrors5){
for(const keyProp0 in emErrors5[key5]){
emParamsErrors0 = emErrors5[key5][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates5[key5] && templates5[key5][keyProp0];
const err33 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key5][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
const emErrs5 = [];
for(const err34 of vErrors){
if(!err34.emUsed){
emErrs5.push(err34);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
